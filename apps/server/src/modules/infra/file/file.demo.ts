/**
 * The demo's files: a 数据库 configuration beside the first start's master (so 文件配置 shows two
 * kinds) holding one picture, so 文件列表 shows a row and its thumbnail on a first start.
 */
import { eq } from 'drizzle-orm';
import { FileStorage, filePathUrl } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { DemoSeed } from '../../../platform/area.ts';
import { infraFile, infraFileConfig, infraFileContent } from './file.schema.ts';

/** A 64×64 PNG: the product's blue with a white T. */
const DEMO_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAXElEQVR42u3ZwQkAMAgDQKfoqh3fDlFQxJMMkHvlYZyboxMAAAAAAAAAAAArAJUHAAAAAADQuMT/tQAAAAAAAAAAAAAAAAAAAAAAAAAA5gG8WQEAAAAAAAAAavIA7BfXeq6M1kgAAAAASUVORK5CYII=',
  'base64',
);
const DEMO_PATH = 'demo/tenon-logo.png';

export const seedDemoFiles: DemoSeed = async (tx) => {
  const [config] = await tx
    .insert(infraFileConfig)
    .values({ name: '数据库（示例）', storage: FileStorage.DB, master: false, remark: '示例：文件内容存于数据库', config: { domain: '' }, creator: '1' })
    .returning({ id: infraFileConfig.id });
  await tx.insert(infraFileContent).values({ configId: config!.id, path: DEMO_PATH, content: DEMO_PICTURE, creator: '1' });
  await tx.insert(infraFile).values({
    configId: config!.id,
    path: DEMO_PATH,
    name: 'tenon-logo.png',
    url: filePathUrl(config!.id, DEMO_PATH),
    type: 'image/png',
    size: DEMO_PICTURE.length,
    creator: '1',
  });
};

/** The demo picture's URL, for other demos that show a picture (banners); '' when the file demo wrote none. */
export async function demoPictureUrl(tx: Tx): Promise<string> {
  const [file] = await tx.select({ url: infraFile.url }).from(infraFile).where(eq(infraFile.path, DEMO_PATH)).limit(1);
  return file?.url ?? '';
}
