/** The tenant name matches no tenant; the form shows it beside the field. */
export class TenantNotFoundError extends Error {
  constructor() {
    super('租户不存在');
    this.name = 'TenantNotFoundError';
  }
}
