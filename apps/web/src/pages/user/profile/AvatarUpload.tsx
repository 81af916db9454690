/**
 * The avatar in the personal centre: clicking it picks an image, crops it to a circle, uploads
 * it, and the new avatar shows here and in the navbar at once.
 */
import { useState } from 'react';
import { App, Avatar, Spin, Upload, type UploadProps } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import ImgCrop from 'antd-img-crop';
import { AVATAR_TYPES, avatarProblem, shrinkAvatar, uploadAvatar } from './avatarFile';
import { PROFILE_KEY } from './profileQuery';
import { updateSessionUser } from './sessionUser';

export default function AvatarUpload({ avatar }: { avatar: string }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  // Runs on the cropped image: it is what the server receives.
  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const shrunk = await shrinkAvatar(file);
    const problem = avatarProblem(shrunk);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return shrunk;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setUploading(true);
    try {
      const url = await uploadAvatar(file as File);
      updateSessionUser({ avatar: url });
      message.success('修改成功');
      onSuccess?.(url);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    } catch (error) {
      onError?.(error as Error); // already shown by the request client
    } finally {
      setUploading(false);
    }
  };

  return (
    <ImgCrop
      cropShape="round"
      rotationSlider
      showReset
      resetText="重置"
      quality={0.92}
      modalTitle="修改头像"
      modalOk="确定"
      modalCancel="取消"
      // A file that is no image opens no crop dialog; beforeUpload then says why.
      beforeCrop={(file) => AVATAR_TYPES.includes(file.type)}
    >
      <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
        <button type="button" className="profile-avatar" aria-label="修改头像" title="点击上传头像" disabled={uploading}>
          <Spin spinning={uploading}>
            <Avatar size={100} src={avatar || undefined} icon={<UserOutlined />} alt="头像" />
          </Spin>
          <span className="profile-avatar-mask" aria-hidden>
            <CameraOutlined />
          </span>
        </button>
      </Upload>
    </ImgCrop>
  );
}
