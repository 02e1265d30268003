// mattr: +ccpp
// instructions llvm-mc 19 takes only with: ccpp
dc	cvap, x5
