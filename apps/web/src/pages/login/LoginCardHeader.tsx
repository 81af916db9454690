/** The logo, product name and a subtitle at the top of the login card (login and register). */
export const PRODUCT_NAME = 'Tenon 管理后台';

export default function LoginCardHeader({ titleId, subtitle }: { titleId: string; subtitle: string }) {
  return (
    <header className="login-header">
      <img className="login-logo" src="/favicon.svg" alt="" width={40} height={40} />
      <div>
        <h1 id={titleId} className="login-title">
          {PRODUCT_NAME}
        </h1>
        <p className="login-subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
