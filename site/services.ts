/**
 * The translation services Diglot connects to (docs `services/*`), as
 * data: what kind of engine each is and exactly which credentials the
 * extension asks for. Docs pages and the services overview are checked
 * against this table.
 */
import type { ServiceId } from './routes';

export type ServiceKind = 'overview' | 'llm' | 'machine' | 'local' | 'custom';

export interface ServiceInfo {
  id: ServiceId;
  /** Provider or product name, as the provider writes it. */
  name: string;
  kind: ServiceKind;
  /** Whether the provider has a free allowance for new accounts. */
  freeTier: boolean;
  /**
   * Field names in Diglot's service settings, exactly as the extension
   * shows them. Every service page names each of them.
   */
  credentials: readonly string[];
}

const llm = (id: ServiceId, name: string, freeTier: boolean, credentials: readonly string[] = ['API Key', 'Model']) =>
  ({ id, name, kind: 'llm', freeTier, credentials }) as const satisfies ServiceInfo;

export const SERVICES: readonly ServiceInfo[] = [
  { id: 'ai', name: 'AI translation', kind: 'overview', freeTier: false, credentials: [] },
  llm('openai', 'OpenAI', false, ['API Key', 'API URL', 'Model', 'Requests per second']),
  llm('azure-openai', 'Azure OpenAI', false, ['API Key', 'Deployment URL', 'Model']),
  llm('claude', 'Anthropic Claude', false),
  llm('gemini', 'Google Gemini', true),
  llm('deepseek', 'DeepSeek', false),
  llm('grok', 'xAI Grok', false),
  llm('groq', 'Groq', true),
  llm('openrouter', 'OpenRouter', true),
  llm('kimi', 'Moonshot AI Kimi', false),
  llm('zhipu', 'Zhipu AI GLM', true),
  llm('qwen-mt', 'Qwen-MT (Alibaba Cloud)', true),
  llm('aliyun-bailian', 'Alibaba Cloud Model Studio (Bailian)', true),
  llm('lingyiwanwu', '01.AI', false),
  llm('doubao', 'Volcano Engine Doubao', true, ['API Key', 'Endpoint ID']),
  llm('tencent-hunyuan', 'Tencent Hunyuan', true, ['SecretId', 'SecretKey']),
  llm('baidu-qianfan', 'Baidu Qianfan', true, ['API Key', 'Secret Key']),
  llm('youdao-ziyue', 'Youdao Ziyue', false, ['App ID', 'App Secret']),
  { id: 'deepL', name: 'DeepL API', kind: 'machine', freeTier: true, credentials: ['API Key'] },
  {
    id: 'azure',
    name: 'Microsoft Translator (Azure AI Translator)',
    kind: 'machine',
    freeTier: true,
    credentials: ['Key', 'Region'],
  },
  {
    id: 'tencent',
    name: 'Tencent Machine Translation (TMT)',
    kind: 'machine',
    freeTier: true,
    credentials: ['SecretId', 'SecretKey'],
  },
  {
    id: 'volcano',
    name: 'Volcano Engine Machine Translation',
    kind: 'machine',
    freeTier: true,
    credentials: ['Access Key ID', 'Secret Access Key'],
  },
  {
    id: 'aliyun',
    name: 'Alibaba Cloud Machine Translation',
    kind: 'machine',
    freeTier: true,
    credentials: ['AccessKey ID', 'AccessKey Secret'],
  },
  { id: 'baidu', name: 'Baidu Translate Open Platform', kind: 'machine', freeTier: true, credentials: ['APP ID', 'Key'] },
  { id: 'caiyun', name: 'Caiyun Xiaoyi (LingoCloud)', kind: 'machine', freeTier: true, credentials: ['Token'] },
  { id: 'youdao', name: 'Youdao AI Open Platform', kind: 'machine', freeTier: true, credentials: ['App ID', 'App Secret'] },
  { id: 'niu', name: 'NiuTrans', kind: 'machine', freeTier: true, credentials: ['API Key'] },
  { id: 'openL', name: 'OpenL', kind: 'machine', freeTier: false, credentials: ['API Key'] },
  { id: 'ollama', name: 'Ollama', kind: 'local', freeTier: true, credentials: ['API URL', 'Model'] },
  { id: 'custom', name: 'Custom API', kind: 'custom', freeTier: true, credentials: ['API URL'] },
];
