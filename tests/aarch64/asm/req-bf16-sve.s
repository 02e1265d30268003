// mattr: +bf16,+sve
// instructions llvm-mc 19 takes only with: bf16 sve
bfmmla	z5.s, z2.h, z6.h
