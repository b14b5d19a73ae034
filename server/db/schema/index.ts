export * from './admin';
export * from './notifications';
export * from './sightings';
export * from './telemetry';
export * from './users';
