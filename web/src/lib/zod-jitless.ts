// Zod probes `new Function` on its first parse of an object to decide whether to compile parsers; our CSP (no
// eval) refuses it and the browser reports a policy violation. Interpreted parsing needs no probe. Zod keeps its
// settings on this global (zod/v4/core/core.js), so setting it costs the entry chunk nothing, unlike importing
// zod's `config`. main.tsx imports this module first: ES modules run in import order, so the setting is in place
// before any module that parses at load time (e2e/stored-script.test.ts fails on any CSP violation).
import type { $ZodConfig } from 'zod/v4/core';

const zodSettings = globalThis as { __zod_globalConfig?: Partial<$ZodConfig> };
zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, { jitless: true });
