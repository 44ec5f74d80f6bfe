import type { Seeder } from '../seed/seeders';
import type { ApiModule } from './define-module';

/** Seeders of all modules, in module order then declaration order. */
export const seedersOf = (modules: readonly ApiModule[]): Seeder[] => modules.flatMap((m) => m.seeders);
