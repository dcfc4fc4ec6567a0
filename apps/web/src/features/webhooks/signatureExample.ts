/** A real signature: HMAC-SHA256 of "1767225600.<this body>" with the secret whsec_example. */
export const PAYLOAD_EXAMPLE = `# An example signed with the secret whsec_example: check your verification against it.
POST /your/endpoint
Content-Type: application/json
ShipLabel-Signature: t=1767225600,v1=738531bc8dcb0dc9bc644e95bca4c8f9722716e8f2c87de29e35433d40d1dc35
ShipLabel-Event-Id: 3f1c2b9e-8d7a-4c1e-9b3a-2f6d5e4c3b2a

{"id":"3f1c2b9e-8d7a-4c1e-9b3a-2f6d5e4c3b2a","type":"label.created","created":1767225600,"data":{"orderId":"8c2f4e1a-5b6d-4c3e-9f2a-1b0c9d8e7f6a","orderNo":"SL2601010001","status":8,"reference":"PO-1001","carrierCode":"usps","serviceName":"USPS Ground Advantage","trackingNo":"9400100000000000000001","trackingNumbers":["9400100000000000000001"],"logisticsStatus":0,"amount":"12.30","currency":"USD","testMode":false,"labelCreatedAt":"2026-01-01T00:00:00.000Z","deliveredAt":null}}`;

export const EXAMPLE_SECRET = 'whsec_example';
