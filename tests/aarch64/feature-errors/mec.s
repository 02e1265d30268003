// without mec: each line is rejected
dc	cipae, x5
dc	cigdpae, x5
