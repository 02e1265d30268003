// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x1
wfit	x9
