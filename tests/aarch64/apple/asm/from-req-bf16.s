// mattr: +bf16
bfcvtn.4h v5, v10
bfcvtn2.8h v21, v3
bfdot v14, v10, v2[2]
bfdot v16, v15, v19[0]
