// mattr: +bf16
bfcvtn.4h v9, v17
bfcvtn2.8h v14, v23
bfdot v17, v5, v0[0]
bfdot v3, v14, v19[2]
