/** 源码地址 and 文档地址 in the navbar (docs/console.md, "Navbar"): each opens in a new window. */
import { Button, Tooltip } from 'antd';
import { GithubOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { DOC_URL, SOURCE_URL } from '../../utils/siteLinks';

export default function SiteLinks() {
  return (
    <>
      <Tooltip title="源码地址">
        <Button
          type="text"
          className="navbar-icon-button"
          aria-label="源码地址"
          icon={<GithubOutlined />}
          href={SOURCE_URL}
          target="_blank"
          rel="noopener noreferrer"
        />
      </Tooltip>
      <Tooltip title="文档地址">
        <Button
          type="text"
          className="navbar-icon-button"
          aria-label="文档地址"
          icon={<QuestionCircleOutlined />}
          href={DOC_URL}
          target="_blank"
          rel="noopener noreferrer"
        />
      </Tooltip>
    </>
  );
}
