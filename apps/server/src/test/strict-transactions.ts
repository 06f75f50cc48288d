import { refuseReadsInsideTransactions } from '../shared/loading-cache.ts';

// Every test runs with cache reads refused inside transactions, hit or miss (loading-cache.ts says why).
refuseReadsInsideTransactions();
