// mattr: +bf16,+sve
// instructions llvm-mc 19 takes only with: bf16 sve
bfmmla	z17.s, z10.h, z5.h
