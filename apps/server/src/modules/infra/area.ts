/**
 * The infra area: the platform's own settings and tools. Its screens belong to the system
 * tenant: no tenant package includes them (the demo package is built from the system area's
 * rows only), and each service refuses other tenants. A new screen is its own folder plus one
 * line here.
 */
import type { ServerArea } from '../deps.ts';
import { configFeature } from './config/config.feature.ts';
import { jobFeature } from './job/job.feature.ts';
import { fileFeature } from './file/file.feature.ts';
import { apiLogFeature } from './api-log/api-log.feature.ts';
import { infraDirectory } from './menus.ts';
import { monitorFeature } from './monitor/monitor.feature.ts';
import { websocketFeature } from './websocket/websocket.feature.ts';
import { dataSourceConfigFeature } from './data-source-config/data-source-config.feature.ts';
import { dbDocFeature } from './db-doc/db-doc.feature.ts';
import { devtoolsFeature } from './devtools/devtools.feature.ts';
import { codegenFeature } from './codegen/codegen.feature.ts';
import { testDemoFeature } from './test-demo/test-demo.feature.ts';
import { demo02CategoryFeature } from './demo02-category/demo02-category.feature.ts';
import { demo03StudentFeature } from './demo03-student/demo03-student.feature.ts';

export const infraArea: ServerArea = {
  name: 'infra',
  menus: [infraDirectory],
  features: [configFeature, jobFeature, fileFeature, apiLogFeature, monitorFeature, websocketFeature, devtoolsFeature, dataSourceConfigFeature, dbDocFeature, codegenFeature,
    testDemoFeature,
    demo02CategoryFeature,
    demo03StudentFeature,
  ],
};
