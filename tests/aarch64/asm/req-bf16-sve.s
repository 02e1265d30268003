// mattr: +bf16,+sve
// instructions llvm-mc 19 takes only with: bf16 sve
bfmmla	z2.s, z18.h, z25.h
