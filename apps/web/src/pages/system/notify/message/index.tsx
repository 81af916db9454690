/**
 * 消息记录 (`/system/notify/notify-message`): every in-site message of the tenant, filtered by
 * recipient, user type, template code and type and creation time, each with its 详细. What it
 * shows is the contract's `notifyMessageResource`; the screen draws the parameters and the read
 * status.
 */
import { notifyMessageResource, Dicts, type NotifyMessage } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import DictTag from '../../../../dict/DictTag';

const render = {
  templateParams: (row: NotifyMessage) => JSON.stringify(row.templateParams),
  // A boolean shown by the yes/no dictionary, whose values are its texts.
  readStatus: (row: NotifyMessage) => <DictTag type={Dicts.infraBooleanString} value={String(row.readStatus)} />,
};

export default function NotifyMessagePage() {
  // 详细 is 700 wide, the content and parameters being long.
  return <ResourcePage resource={notifyMessageResource} render={render} detailTitle="站内信详细" detailWidth={700} />;
}
