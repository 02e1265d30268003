// mattr: +bf16
bfcvtn.4h v30, v17
bfcvtn2.8h v9, v4
bfdot v27, v12, v28[0]
bfdot v31, v11, v19[0]
