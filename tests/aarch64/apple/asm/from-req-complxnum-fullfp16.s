// mattr: +complxnum,+fullfp16
fcadd.4h v14, v0, v21, #90
fcadd.8h v26, v4, v19, #90
fcmla.4h v22, v31, v21, #90
fcmla.4h v22, v7, v26[0], #180
fcmla.8h v30, v14, v6, #90
fcmla.8h v13, v12, v26[0], #0
