export * from './admin';
export * from './sightings';
export * from './telemetry';
export * from './users';
