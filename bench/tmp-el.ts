import { monitorEventLoopDelay } from 'node:perf_hooks';
import { benchRedeem } from './gift-cards.ts';
const h = monitorEventLoopDelay({ resolution: 5 });
h.enable();
const r = await benchRedeem('postgres', process.argv[2]);
h.disable();
console.log(JSON.stringify({ p50: r.redeems.p50, p95: r.redeems.p95, hp95: r.health.p95, elMax: h.max / 1e6, elP99: h.percentile(99) / 1e6, elP95: h.percentile(95) / 1e6 }));
