// mattr: +bf16
bfcvtn.4h v9, v8
bfcvtn2.8h v5, v18
bfdot v27, v11, v22[0]
bfdot v10, v23, v16[3]
