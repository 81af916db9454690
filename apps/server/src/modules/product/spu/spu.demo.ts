/**
 * The demo's products (tenant 1), filed under the demo's categories and brands: phones (颜色 ×
 * 存储), laptops (颜色 × 内存), earphones (颜色), clothes and shoes (颜色 × 尺码), snacks and fruit
 * of one specification. Three are in the warehouse, one in the recycle bin, the rest on sale.
 */
import { SpuStatus, skuMatrix } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { brandIdNamed } from '../brand/index.ts';
import { categoryIdNamed } from '../category/index.ts';
import { propertiesWithValues } from '../property/index.ts';
import { productSku, productSpu } from './spu.schema.ts';

const ADMIN_ID = '1';

interface DemoSpu {
  name: string;
  category: string;
  brand: string;
  introduction: string;
  /** Yuan of the cheapest SKU. */
  price: number;
  /** Each property's chosen values; none: one specification. */
  specs?: ReadonlyArray<readonly [string, readonly string[]]>;
  status?: number;
  sales?: number;
}

const phone = (colors: readonly string[]) => [['颜色', colors], ['存储', ['256GB', '512GB']]] as const;
const laptop = (colors: readonly string[]) => [['颜色', colors], ['内存', ['8GB', '16GB']]] as const;
const wear = (colors: readonly string[]) => [['颜色', colors], ['尺码', ['S', 'M', 'L', 'XL']]] as const;

export const DEMO_SPUS: readonly DemoSpu[] = [
  { name: '华为 Mate 60 Pro', category: '手机', brand: '华为', introduction: '卫星通话，超可靠玄武架构', price: 6999, specs: phone(['黑色', '白色']), sales: 1260 },
  { name: '华为 P60', category: '手机', brand: '华为', introduction: '超聚光 XMAGE 影像', price: 4488, specs: phone(['黑色', '白色']), sales: 532 },
  { name: '华为 nova 12', category: '手机', brand: '华为', introduction: '前置人像双摄', price: 2999, specs: phone(['黑色', '蓝色']), sales: 318 },
  { name: '小米 14', category: '手机', brand: '小米', introduction: '徕卡光学 Summilux 镜头', price: 3999, specs: phone(['黑色', '白色', '蓝色']), sales: 2040 },
  { name: '小米 14 Ultra', category: '手机', brand: '小米', introduction: '一英寸主摄，可变光圈', price: 6499, specs: phone(['黑色', '白色']), sales: 860 },
  { name: 'Redmi K70', category: '手机', brand: '小米', introduction: '第二代骁龙 8，2K 屏', price: 2499, specs: phone(['黑色', '蓝色']), sales: 1720 },
  { name: 'iPhone 15', category: '手机', brand: '苹果', introduction: '灵动岛，4800 万像素主摄', price: 5999, specs: phone(['黑色', '蓝色']), sales: 3100 },
  { name: 'iPhone 15 Pro', category: '手机', brand: '苹果', introduction: '钛金属设计，A17 Pro 芯片', price: 7999, specs: phone(['黑色', '白色']), sales: 2210 },
  { name: 'iPhone 15 Pro Max', category: '手机', brand: '苹果', introduction: '5 倍光学变焦', price: 9999, specs: phone(['黑色', '白色']), status: SpuStatus.DISABLE, sales: 940 },
  { name: '华为 MateBook X Pro', category: '笔记本电脑', brand: '华为', introduction: '980 克轻薄旗舰', price: 11999, specs: laptop(['黑色', '白色']), sales: 156 },
  { name: '华为 MateBook 14', category: '笔记本电脑', brand: '华为', introduction: '2.8K 触控全面屏', price: 5999, specs: laptop(['白色', '蓝色']), sales: 402 },
  { name: '小米笔记本 Pro 14', category: '笔记本电脑', brand: '小米', introduction: '2.8K OLED 屏', price: 5499, specs: laptop(['白色']), sales: 233 },
  { name: 'MacBook Air 13', category: '笔记本电脑', brand: '苹果', introduction: 'M3 芯片，18 小时续航', price: 8999, specs: laptop(['黑色', '白色']), sales: 780 },
  { name: 'MacBook Pro 14', category: '笔记本电脑', brand: '苹果', introduction: 'M3 Pro 芯片，Liquid 视网膜 XDR 屏', price: 14999, specs: laptop(['黑色', '白色']), sales: 320 },
  { name: 'ThinkPad X1 Carbon', category: '笔记本电脑', brand: '联想', introduction: '商务旗舰，碳纤维机身', price: 10999, specs: laptop(['黑色']), sales: 198 },
  { name: '联想小新 Pro 16', category: '笔记本电脑', brand: '联想', introduction: '2.5K 120Hz 大屏', price: 5299, specs: laptop(['白色', '蓝色']), sales: 1105 },
  { name: '联想拯救者 Y9000P', category: '笔记本电脑', brand: '联想', introduction: '电竞级散热，RTX 4060', price: 8999, specs: laptop(['黑色']), status: SpuStatus.DISABLE, sales: 640 },
  { name: '华为 FreeBuds Pro 3', category: '耳机', brand: '华为', introduction: '星闪连接，智慧动态降噪', price: 1499, specs: [['颜色', ['黑色', '白色']]], sales: 890 },
  { name: '小米 Buds 4 Pro', category: '耳机', brand: '小米', introduction: '自适应降噪，空间音频', price: 999, specs: [['颜色', ['黑色', '白色']]], sales: 1350 },
  { name: 'AirPods Pro 2', category: '耳机', brand: '苹果', introduction: '主动降噪，USB-C 充电盒', price: 1899, specs: [['颜色', ['白色']]], sales: 4210 },
  { name: 'AirPods 3', category: '耳机', brand: '苹果', introduction: '个性化空间音频', price: 1399, specs: [['颜色', ['白色']]], status: SpuStatus.RECYCLE, sales: 120 },
  { name: '耐克 男子速干短袖 T 恤', category: '男装', brand: '耐克', introduction: 'Dri-FIT 速干面料', price: 199, specs: wear(['黑色', '白色', '蓝色']), sales: 2650 },
  { name: '耐克 男子梭织运动夹克', category: '男装', brand: '耐克', introduction: '防泼水，轻盈透气', price: 599, specs: wear(['黑色', '蓝色']), sales: 410 },
  { name: '耐克 女子高腰瑜伽裤', category: '女装', brand: '耐克', introduction: '柔软贴身，四向弹力', price: 399, specs: wear(['黑色', '蓝色']), sales: 1830 },
  { name: '耐克 女子连帽卫衣', category: '女装', brand: '耐克', introduction: '抓绒内里，宽松版型', price: 499, specs: wear(['白色', '黑色']), status: SpuStatus.DISABLE, sales: 520 },
  { name: '耐克 Air Force 1', category: '运动鞋', brand: '耐克', introduction: '经典空军一号', price: 749, specs: wear(['白色', '黑色']), sales: 5120 },
  { name: '耐克 Pegasus 40 跑步鞋', category: '运动鞋', brand: '耐克', introduction: 'React 泡棉缓震', price: 899, specs: wear(['黑色', '蓝色']), sales: 1490 },
  { name: '三只松鼠 每日坚果 750g', category: '零食', brand: '三只松鼠', introduction: '30 袋独立小包装', price: 89.9, sales: 8800 },
  { name: '三只松鼠 夏威夷果 265g', category: '零食', brand: '三只松鼠', introduction: '奶油味，开口易剥', price: 29.9, sales: 6120 },
  { name: '三只松鼠 碧根果 210g', category: '零食', brand: '三只松鼠', introduction: '长寿果，香脆可口', price: 32.9, sales: 4300 },
  { name: '三只松鼠 手撕面包 1kg', category: '零食', brand: '三只松鼠', introduction: '早餐代餐，松软拉丝', price: 25.9, sales: 9700 },
  { name: '三只松鼠 猪肉脯 200g', category: '零食', brand: '三只松鼠', introduction: '靖江风味，炭火烤制', price: 35.9, sales: 3900 },
  { name: '三只松鼠 冻干草莓 30g', category: '水果', brand: '三只松鼠', introduction: '整颗冻干，酸甜酥脆', price: 19.9, sales: 2100 },
  { name: '三只松鼠 芒果干 116g', category: '水果', brand: '三只松鼠', introduction: '泰国芒果，软糯香甜', price: 15.9, sales: 5400 },
];

export async function seedSpuDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const audit = { creator: ADMIN_ID, updater: ADMIN_ID };
  const properties = await propertiesWithValues(tx, scope, {});
  const property = (name: string) => properties.find((p) => p.name === name)!;
  for (const [i, demo] of DEMO_SPUS.entries()) {
    const categoryId = await categoryIdNamed(tx, scope, demo.category);
    const brandId = await brandIdNamed(tx, scope, demo.brand);
    if (categoryId === undefined || brandId === undefined) continue;
    const chosen = (demo.specs ?? []).map(([name, values]) => {
      const p = property(name);
      return { propertyId: p.id, valueIds: values.map((v) => p.values.find((pv) => pv.name === v)!.id) };
    });
    const combos = chosen.length ? skuMatrix(chosen) : [[]];
    const base = Math.round(demo.price * 100);
    // More storage or memory costs more (whole yuan); sizes cost the same. Stock varies by row; one product is sold out.
    const upcharge = demo.specs?.some(([name]) => name === '存储' || name === '内存') ? Math.round((base * 0.15) / 100) * 100 : 0;
    const skus = combos.map((properties, j) => {
      const step = chosen.length ? chosen[chosen.length - 1]!.valueIds.indexOf(properties[properties.length - 1]!.valueId) : 0;
      const price = base + step * upcharge;
      return { properties, price, marketPrice: Math.round(price * 1.1), costPrice: Math.round(price * 0.7), stock: i === 5 ? 0 : 20 + ((i * 7 + j * 13) % 80), warnStock: 10, barCode: `69${String(100000 + i * 100 + j).padStart(11, '0')}` };
    });
    const [spu] = await scope.insert(
      productSpu,
      {
        name: demo.name,
        keyword: demo.name.split(' ')[0]!,
        introduction: demo.introduction,
        description: `<p>${demo.introduction}。</p>`,
        categoryId,
        brandId,
        sort: DEMO_SPUS.length - i,
        status: demo.status ?? SpuStatus.ENABLE,
        specType: chosen.length > 0,
        price: Math.min(...skus.map((s) => s.price)),
        marketPrice: Math.min(...skus.map((s) => s.marketPrice)),
        costPrice: Math.min(...skus.map((s) => s.costPrice)),
        stock: skus.reduce((sum, s) => sum + s.stock, 0),
        salesCount: demo.sales ?? 0,
        ...audit,
      },
      tx,
    );
    await scope.insert(productSku, skus.map((s) => ({ ...s, spuId: spu!.id, ...audit })), tx);
  }
}
