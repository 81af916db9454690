/** The configuration values the product reads (配置管理), through the catalogue cache. */
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { ConfigValues } from './config-values.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    /** Read at each use, through the catalogue cache: the environment gave the first values, 配置管理 changes them. */
    configValues: ConfigValues;
  }
}

export const configProvides: Array<Provision<ModuleDeps>> = [
  { name: 'configValues', needs: ['db', 'catalogue', 'config'], build: ({ db, catalogue, config }) => new ConfigValues(db, catalogue, config) },
];
