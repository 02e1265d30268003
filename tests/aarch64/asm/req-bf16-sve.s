// mattr: +bf16,+sve
// instructions llvm-mc 19 takes only with: bf16 sve
bfmmla	z26.s, z25.h, z28.h
