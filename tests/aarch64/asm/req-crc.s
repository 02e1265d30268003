// mattr: +crc
// instructions llvm-mc 19 takes only with: crc
crc32b	w24, w21, w25
crc32cb	w3, w13, w22
crc32ch	w16, w17, w19
crc32cw	w1, w29, w27
crc32cx	w13, w2, x7
crc32h	w23, w27, w12
crc32w	w22, w13, w11
crc32x	w23, w17, x25
