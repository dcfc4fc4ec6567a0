/** A real signature: HMAC-SHA256 of "1767225600.<this body>" with the secret whsec_example. */
export const PAYLOAD_EXAMPLE = `# An example signed with the secret whsec_example: check your verification against it.
POST /your/endpoint
Content-Type: application/json
ShipLabel-Signature: t=1767225600,v1=ee5bc36f980eb337b4603271dd41b5c98f48efd1438ec73c2b75f384a783305f
ShipLabel-Event-Id: 3f1c2b9e-8d7a-4c1e-9b3a-2f6d5e4c3b2a

{"id":"3f1c2b9e-8d7a-4c1e-9b3a-2f6d5e4c3b2a","type":"label.created","created":1767225600,"data":{"orderNo":"SL2601010001","status":8,"trackingNo":"9400100000000000000001","amount":"12.30","currency":"USD"}}`;

export const EXAMPLE_SECRET = 'whsec_example';
