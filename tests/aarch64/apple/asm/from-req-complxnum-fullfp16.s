// mattr: +complxnum,+fullfp16
fcadd.4h v25, v24, v4, #90
fcadd.8h v20, v5, v22, #270
fcmla.4h v28, v17, v25, #0
fcmla.4h v29, v4, v27[1], #180
fcmla.8h v21, v15, v1, #90
fcmla.8h v9, v16, v21[3], #90
