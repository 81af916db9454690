/**
 * The signed-in member's shipping addresses (the app surface's `member/address/*`), with the
 * reference's AppAddress VOs as the wire shapes. A member sees and changes only their own; at
 * most one is the default (the first one is, whatever it says) and a member keeps at most
 * `MEMBER_ADDRESS_MAX` (Tenon's limit: the reference has none).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Id, IdQuery } from '../common.ts';
import { MOBILE_PATTERN } from '../system/shared-fields.ts';

/** How many addresses a member may keep (Tenon's bound; a shopper's book of addresses is short). */
export const MEMBER_ADDRESS_MAX = 20;

const addressFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '收件人名称' }),
  mobile: Type.String({ minLength: 1, maxLength: 20, pattern: MOBILE_PATTERN, title: '手机号' }),
  /** A district, city or province of the 地区 tree (the national division code). */
  areaId: Id('地区编号'),
  detailAddress: Type.String({ minLength: 1, maxLength: 250, title: '收件详细地址' }),
  defaultStatus: Type.Boolean({ title: '是否默认地址' }),
};

export const MemberAddressResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  areaId: Type.Integer(),
  /** The area's names from the province down, space-separated (上海市 上海市 黄浦区), as the reference's AreaUtils.format. */
  areaName: Type.String(),
  detailAddress: Type.String(),
  defaultStatus: Type.Boolean(),
});
export type MemberAddress = Type.Static<typeof MemberAddressResp>;

export const memberAddressApi = apiGroup(
  '用户收件地址',
  {
    create: endpoint({
      method: 'POST',
      path: '/member/address/create',
      access: { member: true },
      summary: '创建用户收件地址，返回编号（第一个地址即默认地址）',
      body: Type.Object(addressFields),
      response: Type.Integer(),
    }),
    update: endpoint({
      method: 'PUT',
      path: '/member/address/update',
      access: { member: true },
      summary: '更新用户收件地址',
      body: Type.Object({ id: Id(), ...addressFields }),
      response: Type.Boolean(),
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/member/address/delete',
      access: { member: true },
      summary: '删除用户收件地址',
      query: IdQuery,
      response: Type.Boolean(),
    }),
    get: endpoint({
      method: 'GET',
      path: '/member/address/get',
      access: { member: true },
      summary: '获得用户收件地址',
      query: IdQuery,
      response: MemberAddressResp,
    }),
    getDefault: endpoint({
      method: 'GET',
      path: '/member/address/get-default',
      access: { member: true },
      summary: '获得默认的用户收件地址（没有时为 null）',
      response: Type.Union([MemberAddressResp, Type.Null()]),
    }),
    list: endpoint({
      method: 'GET',
      path: '/member/address/list',
      access: { member: true },
      summary: '获得用户收件地址列表（默认地址在前）',
      response: Type.Array(MemberAddressResp),
    }),
  },
  { surface: 'app' },
);
