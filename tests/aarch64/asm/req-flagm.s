// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x20, #63, #15
setf16	w2
setf8	w9
