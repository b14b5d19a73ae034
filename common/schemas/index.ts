export * from './auth';
export * from './sightings';
export * from './telemetry';
export * from './users';
