// without crc: each line is rejected
crc32b	w18, w14, w2
crc32cb	w8, w9, w14
crc32ch	w20, w15, w1
crc32cw	w21, w10, w12
crc32cx	w12, w22, x10
crc32h	w15, w25, w18
crc32w	w3, w2, w3
crc32x	w19, w2, x12
