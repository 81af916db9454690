/**
 * What the soak and crash benches do to a running server, through its API as the console does:
 * calls that never throw on a refusal (a load counts them), sign-in, the bench's own users, a
 * two-step process each starter approves alone, uploads.
 */
import http from 'node:http';
import {
  API_BASE,
  BpmAssignRuleType,
  BpmAssignScript,
  ConfigKeys,
  authApi,
  configApi,
  fileApi,
  formApi,
  modelApi,
  permissionApi,
  processDefinitionApi,
  roleApi,
  taskAssignRuleApi,
  userApi,
  type BodyOf,
  type Endpoint,
  type QueryOf,
  type ResponseOf,
} from '@tenon/contracts';
import { bpmnXml, flow } from '../apps/server/src/modules/bpm/engine/testing/fixtures.ts';

export interface Answer<T = unknown> {
  /** HTTP status; 0 when no answer came (connection refused or reset). */
  status: number;
  code?: number;
  msg?: string;
  data?: T;
  /** The body as received, for the failure report. */
  text: string;
}

export const answeredOk = (a: Answer) => a.status === 200 && a.code === 0;

export interface Session {
  /** The API's origin (nginx or one instance), without the API base. */
  base: string;
  token?: string;
  tenantId?: number;
  /** Its own connections, e.g. from a client address of its own (`clientAgent`). */
  agent?: http.Agent;
}

const sharedAgent = new http.Agent({ keepAlive: true });

/**
 * Connections from loopback address 127.0.0.`n` (any of 127/8 is this machine's): one client
 * address per virtual user, as real users have. From one address, concurrent sign-ins trip the
 * login throttle's per-address captcha (docs/captcha.md): each attempt is counted as it starts.
 */
export const clientAgent = (n: number) => new http.Agent({ keepAlive: true, localAddress: `127.0.${Math.floor(n / 250) % 250}.${(n % 250) + 2}` });

/** One HTTP exchange with node:http (fetch cannot choose its client address). */
function exchange(url: URL, method: string, headers: Record<string, string>, body: Buffer | undefined, agent: http.Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: body ? { ...headers, 'content-length': String(body.length) } : headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One endpoint of the contract over HTTP; a refusal or a dead connection is an answer, not a throw. */
export async function call<E extends Endpoint>(
  s: Session,
  e: E,
  input: { query?: QueryOf<E>; body?: BodyOf<E> | FormData; params?: Record<string, string | number> } = {},
): Promise<Answer<ResponseOf<E>>> {
  let p: string = e.path;
  for (const [k, v] of Object.entries(input.params ?? {})) p = p.replace(`{${k}}`, encodeURIComponent(String(v)));
  const url = new URL(`${s.base}${API_BASE}${p}`);
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { 'tenant-id': String(s.tenantId ?? 1) };
  if (s.token) headers.authorization = `Bearer ${s.token}`;
  let body: Buffer | undefined;
  if (input.body instanceof FormData) {
    // The multipart encoding fetch would send, boundary included.
    const encoded = new Request('http://encode.invalid', { method: 'POST', body: input.body });
    headers['content-type'] = encoded.headers.get('content-type')!;
    body = Buffer.from(await encoded.arrayBuffer());
  } else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(input.body));
  }
  try {
    const { status, text } = await exchange(url, e.method, headers, body, s.agent ?? sharedAgent);
    try {
      const env = JSON.parse(text) as { code: number; msg: string; data: ResponseOf<E> };
      return { status, code: env.code, msg: env.msg, data: env.data, text };
    } catch {
      return { status, text };
    }
  } catch (err) {
    return { status: 0, text: String(err) };
  }
}

/** As `call`, for set-up steps: anything but code 0 throws. */
export async function must<E extends Endpoint>(s: Session, e: E, input: Parameters<typeof call<E>>[2] = {}): Promise<ResponseOf<E>> {
  const a = await call(s, e, input);
  if (!answeredOk(a)) throw new Error(`${e.method} ${e.path}: HTTP ${a.status} ${a.text.slice(0, 300)}`);
  return a.data as ResponseOf<E>;
}

export async function signIn(base: string, username: string, password: string, agent?: http.Agent): Promise<Session> {
  const { accessToken } = await must({ base, agent }, authApi.login, { body: { username, password } });
  return { base, token: accessToken, agent };
}

/** Runs `fn` over `items`, `width` at a time. */
export async function inParallel<T>(items: T[], width: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

export const BENCH_PASSWORD = 'bench123';

/**
 * `count` users `<prefix>0…`, each holding super_admin (every list and write the load makes),
 * created by the administrator's session. Answers their usernames.
 */
export async function createBenchUsers(adminSession: Session, prefix: string, count: number): Promise<string[]> {
  const roles = await must(adminSession, roleApi.listAllSimple);
  const superAdmin = roles.find((r) => r.code === 'super_admin');
  if (!superAdmin) throw new Error('no super_admin role');
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  await inParallel(names, 4, async (username) => {
    const userId = await must(adminSession, userApi.create, { body: { username, nickname: username, password: BENCH_PASSWORD } });
    await must(adminSession, permissionApi.assignUserRole, { body: { userId, roleIds: [superAdmin.id] } });
  });
  return names;
}

export const PROCESS_KEY = 'bench_self_approval';
/** The two user tasks of the bench's process, in order: each starter approves both. */
export const PROCESS_STEPS = ['firstStep', 'secondStep'] as const;

/**
 * Deploys start → 第一步 → 第二步 → end, both tasks assigned to the starter (SCRIPT 发起人自己), and
 * switches off 配置管理's separation of duties so a starter may approve. Answers the definition id.
 */
export async function deploySelfApproval(adminSession: Session): Promise<string> {
  const [starterSwitch] = (await must(adminSession, configApi.page, { query: { pageNo: 1, pageSize: 1, key: ConfigKeys.BPM_FORBID_STARTER_APPROVAL } })).list;
  if (!starterSwitch) throw new Error(`no ${ConfigKeys.BPM_FORBID_STARTER_APPROVAL} in 配置管理`);
  await must(adminSession, configApi.update, { body: { ...starterSwitch, value: 'false' } });
  const xml = bpmnXml({
    key: PROCESS_KEY,
    name: '压测自审流程',
    body: [
      '<bpmn:startEvent id="start" name="开始" />',
      `<bpmn:userTask id="${PROCESS_STEPS[0]}" name="第一步" />`,
      `<bpmn:userTask id="${PROCESS_STEPS[1]}" name="第二步" />`,
      '<bpmn:endEvent id="end" name="结束" />',
      flow('f1', 'start', PROCESS_STEPS[0]),
      flow('f2', PROCESS_STEPS[0], PROCESS_STEPS[1]),
      flow('f3', PROCESS_STEPS[1], 'end'),
    ].join(''),
  });
  // Deploying asks for a start form.
  const formId = await must(adminSession, formApi.create, {
    body: { name: '压测自审表单', status: 0, conf: '{}', fields: [JSON.stringify({ type: 'input', field: 'reason', title: '事由' })] },
  });
  const modelId = await must(adminSession, modelApi.create, { body: { key: PROCESS_KEY, name: '压测自审流程' } });
  await must(adminSession, modelApi.update, { body: { id: modelId, name: '压测自审流程', bpmnXml: xml, formType: 10, formId } });
  for (const taskDefinitionKey of PROCESS_STEPS)
    await must(adminSession, taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey, type: BpmAssignRuleType.SCRIPT, options: [BpmAssignScript.START_USER] } });
  await must(adminSession, modelApi.deploy, { query: { id: modelId } });
  const [definition] = (await must(adminSession, processDefinitionApi.page, { query: { pageNo: 1, pageSize: 10, key: PROCESS_KEY } })).list;
  if (!definition) throw new Error('deployed, but no process definition');
  return definition.id;
}

/** A text file through 文件管理's upload (multipart `file`), as 上传文件 sends it. */
export function uploadForm(name: string, content: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  return form;
}

export const uploadFile = (s: Session, name: string, content: string) => call(s, fileApi.upload, { body: uploadForm(name, content) });

export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? 0;
