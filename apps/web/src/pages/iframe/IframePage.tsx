/**
 * A web page shown inside the console (routes with `meta.link`, docs/console.md, "The frame"), with
 * the loading mask 正在加载页面，请稍候！ until the frame has loaded. It fills the content area
 * below the navbar and tabs.
 */
import { useState } from 'react';
import { Spin } from 'antd';
import './iframe.css';

export const IFRAME_LOADING_TEXT = '正在加载页面，请稍候！';

export default function IframePage({ src }: { src: string }) {
  const [loading, setLoading] = useState(true);
  return (
    <Spin spinning={loading} description={IFRAME_LOADING_TEXT} size="large" wrapperClassName="tenon-iframe-page">
      <iframe src={src} title={src} className="tenon-iframe" onLoad={() => setLoading(false)} />
    </Spin>
  );
}
