export * from './api';
export * from './categories';
export * from './explore';
export * from './languages';
export * from './limits';
export * from './page-data';
export * from './plans';
export * from './regional-pricing';
