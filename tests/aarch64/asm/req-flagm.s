// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x1, #42, #11
setf16	w19
setf8	w7
