export * from './api';
export * from './categories';
export * from './languages';
export * from './limits';
export * from './plans';
export * from './regional-pricing';
