#!/bin/sh
# TEST-ONLY key material for the pay clients' tests (never a real merchant's): the certificates
# node cannot make itself. Run once from this folder; the outputs are committed.
#   alipay-root.pem     two RSA roots and an EC root, the chain an Alipay root certificate file holds
#   alipay-app.*        the app's key and its certificate (证书模式's 商户公钥应用证书), issued by the RSA root
#   alipay-public.*     "Alipay"'s key and certificate (支付宝公钥证书), issued by the RSA root
#   alipay-sn.json      app_cert_sn and alipay_root_cert_sn computed here with openssl (RFC 2253 issuer + decimal serial, MD5)
#   wx-merchant.*       a merchant's apiclient_key.pem / apiclient_cert.pem
#   wx-platform.*       the WeChat Pay platform's key and certificate
set -e
days=36500
openssl req -x509 -newkey rsa:2048 -nodes -keyout alipay-root-rsa.key -out alipay-root-rsa.pem -days $days \
  -subj "/C=CN/O=Test Financial/OU=Certification Authority/CN=Test Root RSA" -set_serial 1001 2>/dev/null
openssl req -x509 -newkey rsa:2048 -nodes -keyout alipay-root-rsa2.key -out alipay-root-rsa2.pem -days $days \
  -subj "/C=CN/O=Test Financial/OU=Certification Authority/CN=Test Root RSA 2" -set_serial 1003 2>/dev/null
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout alipay-root-ec.key -out alipay-root-ec.pem \
  -days $days -subj "/C=CN/O=Test Financial/CN=Test Root EC" -set_serial 1002 2>/dev/null
cat alipay-root-rsa.pem alipay-root-ec.pem alipay-root-rsa2.pem > alipay-root.pem
serial=123456789012345678
for who in app public; do
  serial=$((serial + 1))
  openssl req -newkey rsa:2048 -nodes -keyout alipay-$who.key -out alipay-$who.csr -subj "/C=CN/O=Test Merchant/CN=alipay-$who" 2>/dev/null
  openssl x509 -req -in alipay-$who.csr -CA alipay-root-rsa.pem -CAkey alipay-root-rsa.key -days $days \
    -set_serial $serial -out alipay-$who.pem 2>/dev/null
  rm alipay-$who.csr
done
sn() { # md5(issuer in RFC 2253 + serial in decimal)
  issuer=$(openssl x509 -in "$1" -noout -issuer -nameopt RFC2253 | sed 's/^issuer=//')
  serial=$(openssl x509 -in "$1" -noout -serial | sed 's/^serial=//')
  printf '%s%s' "$issuer" "$(echo "ibase=16; $serial" | bc)" | md5sum | cut -d' ' -f1
}
printf '{ "appCertSn": "%s", "alipayCertSn": "%s", "rootCertSn": "%s_%s" }\n' \
  "$(sn alipay-app.pem)" "$(sn alipay-public.pem)" "$(sn alipay-root-rsa.pem)" "$(sn alipay-root-rsa2.pem)" > alipay-sn.json
rm alipay-root-rsa.key alipay-root-rsa2.key alipay-root-ec.key alipay-root-rsa.pem alipay-root-rsa2.pem alipay-root-ec.pem
for who in merchant platform; do
  openssl req -x509 -newkey rsa:2048 -nodes -keyout wx-$who.key -out wx-$who.pem -days $days \
    -subj "/C=CN/O=Test WeChat Pay/CN=wx-$who" 2>/dev/null
done
