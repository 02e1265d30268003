// mattr: +bf16
bfcvtn.4h v3, v23
bfcvtn2.8h v20, v9
bfdot v8, v24, v15[1]
bfdot v19, v13, v28[0]
