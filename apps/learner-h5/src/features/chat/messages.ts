/** Customer-service texts (spec §2 "Customer-service chat"). */
export const chatText = {
  title: '客服',
  greeting: '您好，很高兴为您服务。',
  chooseBusiness: '选择您要咨询的业务',
  human: '转人工',
  inputPlaceholder: '请输入消息',
  send: '发送',
} as const;
