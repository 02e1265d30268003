// mattr: +bf16
bfcvtn.4h v18, v27
bfcvtn2.8h v17, v9
bfdot v4, v4, v6[3]
bfdot v24, v14, v13[0]
