// mattr: +mec
// instructions llvm-mc 19 takes only with: mec
dc	cipae, x5
dc	cigdpae, x5
