// mattr: +bf16
bfcvtn.4h v17, v6
bfcvtn2.8h v26, v24
bfdot v14, v28, v17[2]
bfdot v26, v24, v13[1]
