import type { Seeder } from '../seed/seeders';
import type { ApiModule } from './define-module';

/** Seeders of all modules, in module order then declaration order. */
export const seedersOf = <DB>(modules: readonly ApiModule<DB>[]): Seeder<DB>[] => modules.flatMap((m) => m.seeders);
