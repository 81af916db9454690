/** The data source URLs accepted (the reference's JDBC form and libpq's), and why others are refused. */
import { describe, expect, it } from 'vitest';
import { parseDataSourceUrl } from './data-source-url.ts';

describe('parseDataSourceUrl', () => {
  it('reads the JDBC and libpq forms, the port 5432 by default', () => {
    expect(parseDataSourceUrl('jdbc:postgresql://127.0.0.1:5432/ruoyi-vue-pro')).toEqual({ host: '127.0.0.1', port: 5432, database: 'ruoyi-vue-pro', ssl: 'disable' });
    expect(parseDataSourceUrl(' postgres://db.example.com/app ')).toEqual({ host: 'db.example.com', port: 5432, database: 'app', ssl: 'disable' });
    expect(parseDataSourceUrl('postgresql://[::1]:6543/%E6%95%B0%E6%8D%AE')).toEqual({ host: '::1', port: 6543, database: '数据', ssl: 'disable' });
  });

  it('reads sslmode (and JDBC’s ssl=true), ignoring other parameters', () => {
    expect(parseDataSourceUrl('jdbc:postgresql://h/d?currentSchema=x&sslmode=verify-full')).toMatchObject({ ssl: 'verify-full' });
    expect(parseDataSourceUrl('jdbc:postgresql://h/d?ssl=true')).toMatchObject({ ssl: 'require' });
    expect(parseDataSourceUrl('postgres://h/d?sslmode=prefer')).toMatchObject({ ssl: 'disable' });
    expect(parseDataSourceUrl('postgres://h/d?sslmode=sometimes')).toEqual({ problem: '不认识的 sslmode：sometimes' });
  });

  it('refuses other databases, credentials in the URL, several hosts, a missing database or a bad port', () => {
    expect(parseDataSourceUrl('jdbc:mysql://127.0.0.1:3306/ruoyi')).toEqual({ problem: '目前只支持 PostgreSQL 数据库（jdbc:postgresql://…）' });
    expect(parseDataSourceUrl('postgres://u:p@h/d')).toEqual({ problem: '用户名和密码请填在各自的输入框里，不要写在连接中' });
    expect(parseDataSourceUrl('jdbc:postgresql://a,b/d')).toEqual({ problem: '只支持一个主机' });
    expect(parseDataSourceUrl('postgres://h/')).toEqual({ problem: '须写明数据库名（不超过 63 个字符）' });
    expect(parseDataSourceUrl('postgres://h:70000/d')).toEqual({ problem: '端口须在 1 到 65535 之间' });
    expect(parseDataSourceUrl('postgres://h')).toHaveProperty('problem');
    expect(parseDataSourceUrl('postgres://[nothost]/d')).toHaveProperty('problem');
  });
});
