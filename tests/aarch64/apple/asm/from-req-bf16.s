// mattr: +bf16
bfcvtn.4h v23, v1
bfcvtn2.8h v31, v17
bfdot v13, v21, v31[2]
bfdot v2, v16, v8[3]
