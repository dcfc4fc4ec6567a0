/** The current time. Injected so tests can move time (session renewal, expiry, lockout) without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
