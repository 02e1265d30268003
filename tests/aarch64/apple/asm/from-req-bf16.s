// mattr: +bf16
bfcvtn.4h v3, v23
bfcvtn2.8h v20, v9
bfdot v18, v22, v30[0]
bfdot v19, v26, v30[1]
