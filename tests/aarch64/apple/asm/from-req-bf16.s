// mattr: +bf16
bfcvtn.4h v3, v27
bfcvtn2.8h v23, v24
bfdot v23, v1, v12[3]
bfdot v4, v10, v19[1]
