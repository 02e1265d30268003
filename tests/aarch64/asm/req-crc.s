// mattr: +crc
// instructions llvm-mc 19 takes only with: crc
crc32b	w24, w12, w10
crc32cb	w13, w1, w21
crc32ch	w14, w16, w21
crc32cw	w18, w10, w20
crc32cx	w22, w12, x10
crc32h	w23, w27, w14
crc32w	w26, w3, w20
crc32x	w26, w26, x21
